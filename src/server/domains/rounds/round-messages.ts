// Moved to the contract; this re-export only serves mines-api.test.ts until it imports from there.
export { roundMessages } from '../../../contract/rounds-texts';
