// This file was generated from the API definition.

import type * as Acme from "../../../../../index.js";

export interface Transcript {
    request_id: string;
    model: Acme.listen.v1.Model;
    /** Where the stream stands */
    status: Transcript.Status;
    text: string;
}

export namespace Transcript {
    /** Where the stream stands */
    export const Status = {
        Partial: "partial",
        Final: "final",
    } as const;
    export type Status = (typeof Status)[keyof typeof Status];
}
