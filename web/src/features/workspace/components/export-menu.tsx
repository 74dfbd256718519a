import { ChevronDown, Download, FileSpreadsheet } from 'lucide-react';
import { DropdownMenu as DropdownMenuPrimitive } from 'radix-ui';
import type { TExportFormat } from '@contracts/leads';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { Spinner } from '@web/components/ui/spinner';

type TExportMenuProps = {
  onExport: (format: TExportFormat) => void;
  bom: boolean;
  onBomChange: (bom: boolean) => void;
  isExporting: boolean;
};

/** "Export CSV" with a menu for Excel and the UTF-8 BOM option (so Excel shows accents correctly). */
export function ExportMenu({ onExport, bom, onBomChange, isExporting }: TExportMenuProps) {
  return (
    <div className="inline-flex">
      <Button
        variant="outline"
        size="sm"
        className="rounded-r-none"
        onClick={() => onExport('csv')}
        disabled={isExporting}
      >
        {isExporting ? <Spinner className="size-4" /> : <Download aria-hidden="true" />}
        Export CSV
      </Button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="outline"
            size="sm"
            className="rounded-l-none border-l-0 px-2"
            aria-label="More export options"
            disabled={isExporting}
          >
            <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => onExport('xlsx')}>
            <FileSpreadsheet aria-hidden="true" />
            Export Excel (.xlsx)
          </DropdownMenuItem>
          <DropdownMenuPrimitive.CheckboxItem
            checked={bom}
            onCheckedChange={(checked) => onBomChange(checked === true)}
            onSelect={(e) => e.preventDefault()}
            className="flex cursor-pointer items-start gap-2 rounded-md px-3 py-2 text-sm text-slate-700 outline-none select-none data-[highlighted]:bg-slate-100"
          >
            <span className="mt-0.5 flex size-4 shrink-0 items-center justify-center rounded border border-slate-300 data-[state=checked]:bg-primary">
              <DropdownMenuPrimitive.ItemIndicator className="text-[10px] leading-none font-bold text-primary">
                ✓
              </DropdownMenuPrimitive.ItemIndicator>
            </span>
            <span className="grid">
              <span>UTF-8 BOM in CSV</span>
              <span className="text-xs text-muted">Helps Excel show accents correctly</span>
            </span>
          </DropdownMenuPrimitive.CheckboxItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
