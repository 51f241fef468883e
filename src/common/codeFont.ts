/** Read-only code and logs (JSON answers, execution logs): one monospace face and size. */
export const codeFont = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: 13,
} as const;
