import { FrameView } from '../../../components/partner-frame/frame-view';
import { Flyout } from '../../../components/dialogs/flyout';
import type { OperatorsAppMessage } from '@fleet/domain';
import { operatorsAppAddress } from '../model/frame-address';

/**
 * spec 1 §2 "A create-operator flyout embeds a frame reacting to success, error and cancel
 * messages": the form is the operators app's, framed; the page reacts to what it says.
 */
export function CreateOperatorFlyout(props: {
  opened: boolean;
  onClose: () => void;
  onMessage: (message: OperatorsAppMessage) => void;
}) {
  return (
    <Flyout opened={props.opened} onClose={props.onClose} title="Create driver" size="30%">
      {props.opened && (
        <FrameView
          src={operatorsAppAddress(window.location, '/operators/new')}
          title="Create driver"
          height={420}
          onAppMessage={props.onMessage}
        />
      )}
    </Flyout>
  );
}
