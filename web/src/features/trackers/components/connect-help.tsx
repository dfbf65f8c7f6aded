import { Code } from '@mantine/core';
import { useGateway } from '../api/get-gateway';

/** The page's lead: what trackers are for here, and how a device reaches Fleet. */
export function ConnectHelp() {
  const host = window.location.hostname || 'your-fleet-host';
  const port = useGateway().data?.port;
  return (
    <>
      Register each GPS tracker by the identifier it sends, then install it on an asset: its
      positions show on the map from the next report. To connect a device, point it (or the Traccar
      Client app’s server URL) at <Code>{`http://${host}:${port ?? '…'}`}</Code>, the device
      gateway, which speaks the OsmAnd protocol.
    </>
  );
}
