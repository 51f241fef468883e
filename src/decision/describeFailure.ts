/** A failure as the controller reads it (the data provider already made it French). */
export const describeFailure = (error: unknown): { message: string; status?: number } => {
  const { message, status } = (error ?? {}) as { message?: unknown; status?: unknown };
  return {
    message:
      typeof message === 'string' && message ? message : 'Une erreur inattendue est survenue.',
    status: typeof status === 'number' ? status : undefined,
  };
};
