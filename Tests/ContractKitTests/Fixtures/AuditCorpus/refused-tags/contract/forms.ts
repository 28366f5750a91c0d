// A survey service: a form request carries its schema inline, and the schema's fields are
// described by small typed controls.

export interface SurveyForm {
  title: string;
  closesAt: string;
  schema: {
    kind: "form";
    label?: string;
    hint?: string;
    controls: { [name: string]: Control };
  };
}

/** A yes-or-no control. */
export interface ToggleControl {
  kind: "toggle";
  label?: string;
  hint?: string;
  initial?: boolean;
}

/** A free-text control. */
export interface TextControl {
  kind: "text";
  label?: string;
  maxLength?: number;
}

export type Control = ToggleControl | TextControl;
