import { HttpError } from '../../http/errors';
import { mappingTypes } from './records';
import { dedupeLevels, outputFields, outputGroups, suppressionActions, suppressionTypes, type FileSettings } from './settings';

function fail(message: string): never {
  throw new HttpError(400, message);
}

export function bool(body: Record<string, unknown>, name: string): boolean {
  const value = body[name];
  if (typeof value !== 'boolean') fail(`${name} must be true or false`);
  return value;
}

function oneOf<T extends string>(value: unknown, name: string, allowed: readonly { id: string }[]): T {
  if (typeof value !== 'string' || !allowed.some((option) => option.id === value))
    fail(`${name} must be one of ${allowed.map((option) => option.id).join(', ')}`);
  return value as T;
}

function list(body: Record<string, unknown>, name: string): unknown[] {
  const value = body[name];
  if (!Array.isArray(value)) fail(`${name} must be a list`);
  return value;
}

export const delimiters = [',', '\t', ';', '|'];

export function delimiter(body: Record<string, unknown>): string {
  const value = body.delimiter;
  if (typeof value !== 'string' || !delimiters.includes(value)) fail('delimiter must be a comma, a tab, a semicolon or a bar');
  return value;
}

export function mafSettings(body: Record<string, unknown>, mafIds: number[]): Pick<FileSettings, 'mafId'> {
  const mafId = body.mafId;
  if (typeof mafId !== 'number' || !mafIds.includes(mafId)) fail('mafId must name an address file');
  if (mafId !== 1) fail('Only the uk address file (mafId 1) can be used for uk files');
  return { mafId };
}

export function addressSettings(body: Record<string, unknown>): Pick<FileSettings, 'addressSettings'> {
  return {
    addressSettings: {
      usePAF: bool(body, 'usePAF'),
      correctTown: bool(body, 'correctTown'),
      correctPostcode: bool(body, 'correctPostcode'),
      correctStreet: bool(body, 'correctStreet'),
    },
  };
}

/**
 * The duplicate level and, when given, what happens to duplicates (flag or remove). Flagging keeps
 * them in the cleansed file, so a separate duplicates file no longer applies and is switched off.
 */
export function dedupeSettings(body: Record<string, unknown>): Partial<Pick<FileSettings, 'dedupeLevel' | 'dedupeAction' | 'dedupeSeparateFile'>> {
  const dedupeLevel = oneOf<FileSettings['dedupeLevel']>(body.dedupeLevel, 'dedupeLevel', dedupeLevels);
  if (body.dedupeAction === undefined) return { dedupeLevel };
  const dedupeAction = oneOf<FileSettings['dedupeAction']>(body.dedupeAction, 'dedupeAction', suppressionActions);
  return dedupeAction === 'flag' ? { dedupeLevel, dedupeAction, dedupeSeparateFile: false } : { dedupeLevel, dedupeAction };
}

/** A separate duplicates file, which only removed duplicates can go to. */
export function dedupeSeparateFile(body: Record<string, unknown>, settings: FileSettings): Pick<FileSettings, 'dedupeSeparateFile'> {
  const dedupeSeparateFile = bool(body, 'dedupeSeparateFile');
  if (dedupeSeparateFile && settings.dedupeAction !== 'remove') fail('Only removed duplicates can go to a separate file: set dedupeAction to remove first');
  return { dedupeSeparateFile };
}

export function suppressionSettings(body: Record<string, unknown>): Pick<FileSettings, 'suppressions'> {
  const suppressions = list(body, 'suppressions').map((item) => {
    if (typeof item !== 'object' || item === null) fail('suppressions must hold suppressionType and action');
    const entry = item as Record<string, unknown>;
    return {
      suppressionType: oneOf<FileSettings['suppressions'][number]['suppressionType']>(entry.suppressionType, 'suppressionType', suppressionTypes),
      action: oneOf<'remove' | 'flag'>(entry.action, 'action', suppressionActions),
    };
  });
  if (new Set(suppressions.map((choice) => choice.suppressionType)).size !== suppressions.length) fail('Each suppression list may be chosen once');
  return { suppressions };
}

export function outputSettings(body: Record<string, unknown>, columnCount: number): Pick<FileSettings, 'outputGroups' | 'outputFields'> {
  const groups = list(body, 'outputGroups').map((group) => oneOf<FileSettings['outputGroups'][number]>(group, 'outputGroups', outputGroups));
  if (groups.length === 0) fail('Choose at least one output group');
  const fields = list(body, 'outputFields').map((field) => {
    if (typeof field === 'string' && /^input:\d+$/.test(field) && Number(field.slice(6)) >= 1 && Number(field.slice(6)) <= columnCount) return field;
    return oneOf<string>(field, 'outputFields', outputFields);
  });
  if (fields.length === 0) fail('Choose at least one output field');
  return { outputGroups: [...new Set(groups)], outputFields: fields };
}

export function inputFieldMapping(body: Record<string, unknown>, columnCount: number): Map<number, { mappingType: string; mappingOrder: number }> {
  const mapping = new Map<number, { mappingType: string; mappingOrder: number }>();
  for (const item of list(body, 'inputFields')) {
    if (typeof item !== 'object' || item === null) fail('inputFields must hold inputOrder, mappingType and mappingOrder');
    const entry = item as Record<string, unknown>;
    const inputOrder = entry.inputOrder;
    if (typeof inputOrder !== 'number' || !Number.isInteger(inputOrder) || inputOrder < 1 || inputOrder > columnCount)
      fail(`inputOrder must be a column from 1 to ${columnCount}`);
    const type = entry.mappingType ?? '';
    if (type !== '' && !(typeof type === 'string' && (mappingTypes as readonly string[]).includes(type)))
      fail(`mappingType must be one of ${mappingTypes.join(', ')}`);
    const order = entry.mappingOrder ?? 0;
    if (typeof order !== 'number' || !Number.isInteger(order) || order < 0) fail('mappingOrder must be a whole number');
    mapping.set(inputOrder, { mappingType: type as string, mappingOrder: type === '' ? 0 : Math.max(1, order) });
  }
  return mapping;
}
