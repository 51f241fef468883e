import { useWatch } from 'react-hook-form';

/** A text input's helper: how many characters of the maximum are used. */
const LengthHint = ({ source, max }: { source: string; max: number }) => {
  const value: unknown = useWatch({ name: source });
  const length = typeof value === 'string' ? value.length : 0;
  return (
    <>
      {length} / {max} caractères
    </>
  );
};

export default LengthHint;
