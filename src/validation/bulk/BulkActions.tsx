import { useEffect, useRef, useState } from 'react';
import { Button } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useListContext, useRefresh } from 'react-admin';
import { useNarrowScreen } from '../../common/useNarrowScreen';
import { decisionOutbox } from '../../outbox/decisionOutbox';
import { useStudentRules } from '../../schoolIssues/useStudentRules';
import type { Target, Verdict } from '../labels';
import RejectDialog from '../RejectDialog';
import { PHOTO_REASONS } from '../rejectReasons';
import { describeFailure } from '../validationApi';
import { announceBulkStep } from './announceBulkStep';
import { BulkRun } from './bulkRun';
import BulkRunDialog from './BulkRunDialog';
import { students } from './bulkTexts';
import BulkValidateConfirm from './BulkValidateConfirm';
import { remember, selectedStudents, type RecordBook, type Row } from './selection';

/**
 * Valider / Rejeter la sélection, each confirmed with the decision and the count; the
 * records recorded leave the selection afterwards.
 */
const BulkActions = ({ target, book }: { target: Target; book: RecordBook }) => {
  const { selectedIds, data, onSelect } = useListContext<Row>();
  const refresh = useRefresh();
  const narrow = useNarrowScreen();
  const rules = useStudentRules().data;
  const [asking, setAsking] = useState<Verdict | null>(null);
  const [leaveOut, setLeaveOut] = useState(false);
  // Left out of the last validation: they stay selected once it is over.
  const leftOut = useRef<string[]>([]);
  const [run, setRun] = useState<BulkRun | null>(null);
  // Set in the same event as the run starts: a second click before React re-renders is seen.
  const current = useRef<BulkRun | null>(null);
  useEffect(() => remember(book, data), [book, data]);

  // Records breaking validation rules, said before a validation (their data, not their photo).
  const breaking =
    target === 'data'
      ? selectedIds.filter((id) => (book.get(id)?.student_issues?.length ?? 0) > 0).map(String)
      : [];

  const start = (verdict: Verdict, comment = '') => {
    setAsking(null);
    if (current.current) return;
    leftOut.current = verdict === 'validated' && leaveOut ? breaking : [];
    const ids = selectedIds.filter((id) => !leftOut.current.includes(String(id)));
    const selected = selectedStudents(ids, book);
    if (selected.length === 0) return;
    current.current = new BulkRun(
      { students: selected, target, state: verdict, comment },
      {
        send: (body, options) => decisionOutbox.submit(body, options),
        describe: describeFailure,
        announce: announceBulkStep,
        onSettled: refresh,
      },
    );
    setRun(current.current);
  };

  const close = () => {
    const failed = (run?.getSnapshot().outcomes ?? [])
      .filter((o) => o.status !== 'ok')
      .map((o) => o.student.student_idNumber);
    current.current = null;
    setRun(null);
    // Only the records not recorded (or left out) stay selected, ready for another try.
    onSelect([...leftOut.current, ...failed]);
  };

  const reasons =
    target === 'photo'
      ? PHOTO_REASONS
      : [...(rules?.values() ?? [])].map((rule) => rule.rule_label);
  const count = selectedIds.length;
  return (
    <>
      <Button
        startIcon={<CheckIcon />}
        color="success"
        size={narrow ? 'small' : 'medium'}
        onClick={() => {
          setLeaveOut(false);
          setAsking('validated');
        }}
        aria-label="Valider la sélection"
      >
        {narrow ? 'Valider' : 'Valider la sélection'}
      </Button>
      <Button
        startIcon={<CloseIcon />}
        color="error"
        size={narrow ? 'small' : 'medium'}
        onClick={() => setAsking('rejected')}
        aria-label="Rejeter la sélection"
      >
        {narrow ? 'Rejeter' : 'Rejeter la sélection'}
      </Button>
      <BulkValidateConfirm
        open={asking === 'validated'}
        target={target}
        selected={count}
        breaking={breaking.length}
        leaveOut={leaveOut}
        onLeaveOut={setLeaveOut}
        onConfirm={() => start('validated')}
        onClose={() => setAsking(null)}
      />
      <RejectDialog
        open={asking === 'rejected'}
        name={`${students(count)} sélectionné${count > 1 ? 's' : ''}`}
        reasons={reasons}
        onCancel={() => setAsking(null)}
        onConfirm={(reason) => start('rejected', reason)}
      />
      {run && <BulkRunDialog run={run} onClose={close} />}
    </>
  );
};

export default BulkActions;
