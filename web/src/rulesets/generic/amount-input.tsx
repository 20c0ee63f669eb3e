// A whole amount typed in on a sheet (damage, healing, points to award). It stays the text typed
// until it is sent, so that a field being cleared to type anew is not forced back to a number.

export function AmountInput({
  id,
  value,
  onChange,
  placeholder,
}: {
  id: string;
  value: string;
  onChange(value: string): void;
  placeholder?: string | undefined;
}) {
  return (
    <input
      id={id}
      type="number"
      min={0}
      inputMode="numeric"
      value={value}
      placeholder={placeholder}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
