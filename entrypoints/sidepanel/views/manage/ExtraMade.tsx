import { CannotTell } from '@/components/CannotTell';
import { NotNamed } from '@/components/NotNamed';
import { ReceivedTwice, type TwiceAction } from '@/components/ReceivedTwice';
import type { CreateReadBack } from '@/lib/domain/received-twice';

/**
 * What a create in the side panel made beyond the click (read back by the read model), with the
 * extra entities' delete — or that the reading back failed or saw what may be another client's,
 * or that the click's own kept its marked name; the lists are read again after a delete so the
 * panel shows what is left.
 */
export function ExtraMade({
  action,
  found,
  onChanged,
}: {
  action: TwiceAction;
  found: CreateReadBack;
  onChanged: () => void;
}) {
  return (
    <>
      {found.receivedTwice && (
        <ReceivedTwice action={action} found={found.receivedTwice} onDeleted={onChanged} />
      )}
      {found.cannotTell && <CannotTell action={action} found={found.cannotTell} />}
      {found.notNamed && <NotNamed left={found.notNamed} />}
    </>
  );
}
