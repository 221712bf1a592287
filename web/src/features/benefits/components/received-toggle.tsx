import { useSaveReceivedBenefit } from '../api/save-received-benefits';
import { benefitsCopy } from '../content';
import { Button } from '../../../components/ui/plain';
import './benefits.css';

/** "Ya lo recibo" on one person's likely benefit: it leaves the yearly total at once; "Deshacer" brings it back. */
export function ReceivedToggle({ receivedKey, received, current }: { readonly receivedKey: string; readonly received: boolean; readonly current: readonly string[] }) {
  const save = useSaveReceivedBenefit();
  return (
    <div className="ui-stack bn-received" data-testid="received-toggle">
      {received ? (
        <div className="ui-row bn-received__marked">
          <p role="status" className="ui-text ui-fs-sm ui-gray-700 bn-received__note">
            {benefitsCopy.receivedNote}
          </p>
          <Button size="sm" variant="outline" palette="gray" disabled={save.isPending} onClick={() => save.mutate({ key: receivedKey, received: false, current })}>
            {benefitsCopy.undoReceived}
          </Button>
        </div>
      ) : (
        <Button size="sm" variant="outline" className="ui-self-start" disabled={save.isPending} onClick={() => save.mutate({ key: receivedKey, received: true, current })}>
          {benefitsCopy.received}
        </Button>
      )}
      {save.isError ? (
        <p role="alert" className="ui-text ui-fs-sm ui-red-700">
          {benefitsCopy.receivedFailed}
        </p>
      ) : null}
    </div>
  );
}
