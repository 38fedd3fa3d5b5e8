/**
 * A form field's value when what it edits changes underneath it (a campaign's title read behind
 * the first rows, a change saved elsewhere): the new value, unless the user has edited the field,
 * whose edit is kept. A different entity takes its own values.
 */
export function followField(
  current: string,
  was: string,
  now: string,
  sameEntity: boolean,
): string {
  return !sameEntity || current === was ? now : current;
}
