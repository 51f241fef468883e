import { useState } from 'react';
import { Box, ButtonBase } from '@mui/material';
import { codeFont } from '../common/codeFont';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const VALUE_COLORS = {
  string: 'success.main',
  number: 'info.main',
  boolean: 'warning.main',
  null: 'text.secondary',
} as const;

const Scalar = ({ value }: { value: Exclude<Json, object> | null }) => {
  const kind = value === null ? 'null' : (typeof value as 'string' | 'number' | 'boolean');
  return (
    <Box component="span" sx={{ color: VALUE_COLORS[kind] }}>
      {JSON.stringify(value)}
    </Box>
  );
};

interface NodeProps {
  label?: string;
  value: Json;
  depth: number;
  /** Nodes deeper than this start folded. */
  openDepth: number;
  last: boolean;
}

/** An object or array that folds and unfolds; its size is shown when folded. */
const JsonNode = ({ label, value, depth, openDepth, last }: NodeProps) => {
  const [open, setOpen] = useState(depth < openDepth);
  const comma = last ? '' : ',';
  const key = label !== undefined && (
    <Box component="span" sx={{ color: 'text.primary', fontWeight: 600 }}>
      {JSON.stringify(label)}:{' '}
    </Box>
  );
  if (value === null || typeof value !== 'object') {
    return (
      <div>
        {key}
        <Scalar value={value} />
        {comma}
      </div>
    );
  }
  const entries: [string | undefined, Json][] = Array.isArray(value)
    ? value.map((item) => [undefined, item])
    : Object.entries(value);
  const [start, end] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  const size = Array.isArray(value) ? `${entries.length} élément(s)` : `${entries.length} clé(s)`;
  return (
    <div>
      <ButtonBase
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        sx={{
          font: 'inherit',
          verticalAlign: 'baseline',
          borderRadius: 0.5,
          px: 0.25,
          '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
        }}
      >
        <Box component="span" aria-hidden sx={{ width: '1.5ch', display: 'inline-block' }}>
          {open ? '▾' : '▸'}
        </Box>
        {key}
        {start}
      </ButtonBase>
      {open ? (
        <>
          <Box sx={{ pl: 2.5, borderLeft: 1, borderColor: 'divider', ml: 0.5 }}>
            {entries.map(([childLabel, child], index) => (
              <JsonNode
                key={childLabel ?? index}
                label={childLabel}
                value={child}
                depth={depth + 1}
                openDepth={openDepth}
                last={index === entries.length - 1}
              />
            ))}
          </Box>
          {end}
          {comma}
        </>
      ) : (
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {` … ${size} `}
          {end}
          {comma}
        </Box>
      )}
    </div>
  );
};

/** JSON pretty-printed, each object and array foldable (the first levels open). */
const JsonTree = ({ value, openDepth }: { value: unknown; openDepth: number }) => (
  <Box sx={codeFont}>
    <JsonNode value={value as Json} depth={0} openDepth={openDepth} last />
  </Box>
);

export default JsonTree;
