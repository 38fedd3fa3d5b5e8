import { ReceivedTwice, type TwiceAction } from '@/components/ReceivedTwice';
import type { ReceivedTwice as Found } from '@/lib/domain/received-twice';

/**
 * What a create in the side panel made beyond the click (read back by the read model), with the
 * extra entities' delete; the lists are read again after a delete so the panel shows what is left.
 */
export function ExtraMade({
  action,
  found,
  onChanged,
}: {
  action: TwiceAction;
  found: Found;
  onChanged: () => void;
}) {
  return <ReceivedTwice action={action} found={found} onDeleted={onChanged} />;
}
