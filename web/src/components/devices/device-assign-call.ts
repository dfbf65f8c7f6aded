/**
 * The feature's call that installs a device on an asset, moves it, or takes it off (null), as the
 * mutation its hook gives (`useAssignCamera()`); the dialogs drive it and show its state.
 */
export interface AssignMutation<T, Input> {
  mutate: (input: Input, options: { onSuccess: (updated: T) => void }) => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  reset: () => void;
}

/** The call's input for a device and the asset it goes on (null: off any). */
export type AssignInputOf<T, Input> = (device: T, assetId: number | null) => Input;
