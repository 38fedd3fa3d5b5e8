interface Props {
  id: string;
  /** What the field says (its problems, the service's refusal of it); nothing when it is fine. */
  text: string | null;
}

/**
 * A problem of a field that is not a text box (a select, the engine checkboxes), in an element the
 * field names with aria-describedby; text boxes use the shared TextField.
 */
export function FieldProblems({ id, text }: Props) {
  return (
    <div id={id} aria-live="polite">
      {text && <p className="field-error">{text}</p>}
    </div>
  );
}
