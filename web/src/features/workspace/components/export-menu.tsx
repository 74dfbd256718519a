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
  /** The Full layout (every stored fact) instead of the spec's 12 columns. */
  full: boolean;
  onFullChange: (full: boolean) => void;
  isExporting: boolean;
};

type TExportOptionProps = {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  title: string;
  description: string;
};

/** A remembered export option: a checkbox item that keeps the menu open when toggled. */
function ExportOption({ checked, onCheckedChange, title, description }: TExportOptionProps) {
  return (
    <DropdownMenuPrimitive.CheckboxItem
      checked={checked}
      onCheckedChange={(value) => onCheckedChange(value === true)}
      onSelect={(e) => e.preventDefault()}
      className="flex cursor-pointer items-start gap-2 rounded-md px-3 py-2 text-sm text-body outline-none select-none data-[highlighted]:bg-surface-muted"
    >
      <span className="mt-0.5 flex size-4 shrink-0 items-center justify-center rounded border border-line-strong data-[state=checked]:bg-primary">
        <DropdownMenuPrimitive.ItemIndicator className="text-[10px] leading-none font-bold text-primary">
          ✓
        </DropdownMenuPrimitive.ItemIndicator>
      </span>
      <span className="grid">
        <span>{title}</span>
        <span className="text-xs text-muted">{description}</span>
      </span>
    </DropdownMenuPrimitive.CheckboxItem>
  );
}

/**
 * "Export CSV" with a menu for Excel, the Full layout (every fact, not only the spec's 12 columns) and the
 * UTF-8 BOM option (so Excel shows accents correctly). Both options are remembered.
 */
export function ExportMenu({
  onExport,
  bom,
  onBomChange,
  full,
  onFullChange,
  isExporting,
}: TExportMenuProps) {
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
          <ExportOption
            checked={full}
            onCheckedChange={onFullChange}
            title="Full layout: every fact"
            description="Emails with their pages, contacts, socials, tech, score parts, Maps link"
          />
          <ExportOption
            checked={bom}
            onCheckedChange={onBomChange}
            title="UTF-8 BOM in CSV"
            description="Helps Excel show accents correctly"
          />
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
