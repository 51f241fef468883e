import { useEffect, useRef, useState } from 'react';
import { Button } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useDataProvider, useListContext, useNotify, useRefresh } from 'react-admin';
import type { AppDataProvider } from '../../api/dataProvider';
import { useNarrowScreen } from '../../common/useNarrowScreen';
import { decisionOutbox } from '../../outbox/decisionOutbox';
import { useStudentRules } from '../../decision/useStudentRules';
import type { Target, Verdict } from '../../decision/labels';
import RejectDialog from '../../decision/RejectDialog';
import { PHOTO_REASONS } from '../../decision/rejectReasons';
import { describeFailure } from '../../decision/describeFailure';
import { leaseCalls, newHolder } from '../validationApi';
import { announceBulkStep } from './announceBulkStep';
import { BulkRun } from './bulkRun';
import BulkRunDialog from './BulkRunDialog';
import { BULK_SELECT_LIMIT, leasedElsewhereNotice, students } from './bulkTexts';
import BulkValidateConfirm from './BulkValidateConfirm';
import { checkLeases } from './leasedElsewhere';
import { remember, selectedStudents, type RecordBook, type Row } from './selection';

/**
 * Valider / Rejeter la sélection, each confirmed with the decision and the count; the
 * records recorded leave the selection afterwards.
 */
const BulkActions = ({ target, book }: { target: Target; book: RecordBook }) => {
  const { selectedIds, data, onSelect, page, perPage, filter, filterValues, sort, resource } =
    useListContext<Row>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
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
  // The leases are being checked: a second confirmation meanwhile starts nothing.
  const checking = useRef(false);
  // As far down the list as a selection may go: « Tout sélectionner », or the pages seen.
  const reach = useRef(BULK_SELECT_LIMIT);
  useEffect(() => {
    remember(book, data);
    reach.current = Math.max(reach.current, page * perPage);
  }, [book, data, page, perPage]);

  // Records breaking validation rules, said before a validation (their data, not their photo).
  const breaking =
    target === 'data'
      ? selectedIds.filter((id) => (book.get(id)?.student_issues?.length ?? 0) > 0).map(String)
      : [];

  // Records another controller holds are left out (issue 35), and said.
  const leaseCheck = (ids: string[]) => {
    const query = { ...filterValues, ...filter };
    return checkLeases(ids, reach.current, {
      leases: leaseCalls(dataProvider, newHolder(), {
        ...query,
        sort: sort.field,
        order: sort.order,
      }),
      stillQueued: async (only) =>
        (
          await dataProvider.getList<Row>(resource, {
            pagination: { page: 1, perPage: only.length },
            sort,
            filter: { ...query, ids: only },
          })
        ).data.map((row) => row.student_idNumber),
    });
  };

  const start = async (verdict: Verdict, comment = '') => {
    setAsking(null);
    if (checking.current || current.current) return;
    checking.current = true;
    leftOut.current = verdict === 'validated' && leaveOut ? breaking : [];
    let ids = selectedIds.map(String).filter((id) => !leftOut.current.includes(id));
    const check = await leaseCheck(ids).finally(() => {
      checking.current = false;
    });
    const taken = check.leasedElsewhere;
    if (taken.length) {
      notify(leasedElsewhereNotice(taken.length), { type: 'info' });
      leftOut.current = [...leftOut.current, ...taken];
      ids = ids.filter((id) => !taken.includes(id));
    }
    const selected = selectedStudents(ids, book);
    if (selected.length === 0) {
      check.release();
      onSelect(leftOut.current);
      return;
    }
    current.current = new BulkRun(
      { students: selected, target, state: verdict, comment },
      {
        send: (body, options) => decisionOutbox.submit(body, options),
        describe: describeFailure,
        announce: announceBulkStep,
        onSettled: refresh,
      },
    );
    void current.current.decided.then(check.release);
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
        onConfirm={() => void start('validated')}
        onClose={() => setAsking(null)}
      />
      <RejectDialog
        open={asking === 'rejected'}
        name={`${students(count)} sélectionné${count > 1 ? 's' : ''}`}
        reasons={reasons}
        onCancel={() => setAsking(null)}
        onConfirm={(reason) => void start('rejected', reason)}
      />
      {run && <BulkRunDialog run={run} onClose={close} />}
    </>
  );
};

export default BulkActions;
