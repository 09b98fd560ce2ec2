/** The message under a field that is at fault; the field points at it with aria-describedby. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="text-sm text-red-800">
      {error}
    </p>
  ) : null;
}

/** The attributes that mark a field invalid and tie it to its message. */
export function invalidFieldProps(errorId: string, error?: string) {
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
  } as const;
}
