import { describe, expect, it } from 'vitest';
import { describeSchemaError, fieldLabel } from './validation-message';

describe('validation messages', () => {
  it.each([
    ['/betAmount', 'Bet amount'],
    ['/items/0', 'Value'],
    ['/target_number', 'Target number'],
    ['limit', 'Limit'],
  ])('labels %s as %s', (path, label) => {
    expect(fieldLabel(path)).toBe(label);
  });

  it.each([
    [
      { instancePath: '', keyword: 'required', params: { missingProperty: 'betAmount' } },
      'Bet amount is required',
    ],
    [
      { instancePath: '/betAmount', keyword: 'type', params: { type: 'integer' } },
      'Bet amount must be a whole number',
    ],
    [
      { instancePath: '/name', keyword: 'type', params: { type: 'string,null' } },
      'Name must be text or empty',
    ],
    [{ instancePath: '/limit', keyword: 'minimum', params: { limit: 1 } }, 'Limit must be at least 1'],
    [
      { instancePath: '/limit', keyword: 'exclusiveMinimum', params: { limit: 0 } },
      'Limit must be at least 1',
    ],
    [{ instancePath: '/limit', keyword: 'maximum', params: { limit: 100 } }, 'Limit must be at most 100'],
    [
      { instancePath: '/text', keyword: 'maxLength', params: { limit: 500 } },
      'Text must be at most 500 characters',
    ],
    [
      { instancePath: '/text', keyword: 'minLength', params: { limit: 1 } },
      'Text must be at least 1 characters',
    ],
    [
      { instancePath: '/prediction', keyword: 'enum', params: { allowedValues: ['over', 'under', 'exact'] } },
      'Prediction must be over, under or exact',
    ],
    [
      { instancePath: '', keyword: 'additionalProperties', params: { additionalProperty: 'x' } },
      'Unknown field "x"',
    ],
    [{ instancePath: '', keyword: 'type', params: { type: 'object' } }, 'Request body must be an object'],
    [{ instancePath: '/code', keyword: 'pattern', params: {} }, 'Code is not valid'],
  ])('describes %j as "%s"', (error, text) => {
    expect(describeSchemaError(error)).toBe(text);
  });
});
