// Types a file declares without `export`, then exports in one list at its end, as SDKs often do.

interface ListedToggle {
  name: string;
  enabled: boolean;
}

interface ListedVariant {
  name: string;
  payload?: string;
}

interface RenamedOnExport {
  id: number;
}

// Never exported: other files cannot see it.
interface PrivateState {
  ready: boolean;
}

export type { ListedToggle };
export { type ListedVariant, RenamedOnExport as PublicRecord };
