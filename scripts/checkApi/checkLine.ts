/** The verdict of an answer that follows its schema. */
export const CONFORMING = 'conforme';

/** One call checked: `ok` false for a mismatch or a refusal; `skipped` when it could not be made. */
export interface CheckLine {
  name: string;
  call: string;
  status: number | null;
  verdict: string;
  ok: boolean;
  skipped?: boolean;
}
