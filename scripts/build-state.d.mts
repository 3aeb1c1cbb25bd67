export type PartName = 'server' | 'web';
export const PARTS: Record<PartName, { output: string; script: string; sources: string[] }>;
export function staleParts(names?: PartName[]): PartName[];
export function buildStaleParts(names?: PartName[]): PartName[];
