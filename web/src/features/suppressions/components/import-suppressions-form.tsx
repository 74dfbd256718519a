import { useId, useState, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, type TImportSuppressionsResponse } from '@contracts/suppressions';
import { Label } from '@web/components/ui/label';
import { useImportSuppressions } from '../api/suppressions';

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** A CSV with an `email` column (other columns ignored); what was added, skipped and refused is shown after. */
export function ImportSuppressionsForm() {
  const inputId = useId();
  const importCsv = useImportSuppressions();
  const [result, setResult] = useState<TImportSuppressionsResponse | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setResult(null);
    if (file.size > MAX_IMPORT_BYTES) {
      input.value = '';
      return setError(`The file must be at most ${MAX_IMPORT_BYTES / 1024} KB`);
    }
    setError(null);
    importCsv.mutate(
      { fileName: file.name, csv: await file.text() },
      {
        onSuccess: (answer) => {
          setResult(answer);
          toast.success(`Imported ${count(answer.added, 'address', 'addresses')}`);
        },
        onError: (e) => setError(e.message),
        onSettled: () => {
          input.value = '';
        },
      },
    );
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>CSV file</Label>
      <input
        id={inputId}
        type="file"
        accept=".csv,text/csv"
        onChange={(e) => void handleFile(e)}
        disabled={importCsv.isPending}
        aria-describedby={`${inputId}-hint`}
        className="text-sm text-body file:mr-3 file:rounded-md file:border file:border-line-strong file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-foreground hover:file:bg-canvas"
      />
      <p id={`${inputId}-hint`} className="text-xs text-muted">
        A header row with an <code>email</code> column; other columns are ignored. Up to{' '}
        {MAX_IMPORT_ROWS.toLocaleString('en-US')} rows, {MAX_IMPORT_BYTES / 1024} KB.
      </p>
      <div aria-live="polite">
        {error && <p className="text-sm text-danger">{error}</p>}
        {result && (
          <div className="grid gap-1 text-sm text-body">
            <p>
              {count(result.added, 'address', 'addresses')} added, {count(result.skipped, 'row', 'rows')}{' '}
              already listed or repeated, {count(result.invalid, 'row', 'rows')} not an address.
            </p>
            {result.invalidRows.length > 0 && (
              <ul className="list-disc pl-5 text-xs text-muted">
                {result.invalidRows.map((row) => (
                  <li key={row.line}>
                    Line {row.line}: {row.value ? `“${row.value}”` : 'empty'}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
