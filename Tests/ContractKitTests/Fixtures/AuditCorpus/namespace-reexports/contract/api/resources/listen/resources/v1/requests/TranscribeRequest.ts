// This file was generated from the API definition.

import type * as Acme from "../../../../../index.js";

export interface TranscribeRequest {
    url: string;
    model?: Acme.listen.v1.Model;
}
