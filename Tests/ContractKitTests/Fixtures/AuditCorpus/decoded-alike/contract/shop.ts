// A print shop's API. `GET /printers` and `GET /printers/busy` both answer with a printer
// list; `GET /allowance` answers with the account's page allowance, which the app also keeps
// in a cache and reads back.

export interface Printer {
  name: string;
  model: string;
  queued_jobs: number;
  paper_left: number;
  busy_until: string;
}

export interface PrinterList {
  printers: Printer[];
}

export interface PageAllowance {
  plan: string;
  pages: number;
  renewsAt: string;
  overage?: number;
  carryOver: number;
}
