import {
  DataGrid,
  DataGridBody,
  DataGridCell,
  DataGridHeader,
  DataGridHeaderCell,
  DataGridRow,
  type TableColumnDefinition,
  type TableRowId,
} from '@fluentui/react-components';

type Props<T extends { id: string }> = {
  label: string;
  items: readonly T[];
  columns: TableColumnDefinition<T>[];
  selected: ReadonlySet<string>;
  onSelectionChange: (selected: Set<string>) => void;
};

/** A sortable multi-select DataGrid of records with ids; selection is controlled by the caller. */
export function SelectableGrid<T extends { id: string }>({ label, items, columns, selected, onSelectionChange }: Props<T>) {
  return (
    <DataGrid
      aria-label={label}
      items={[...items]}
      columns={columns}
      getRowId={(item: T) => item.id}
      sortable
      selectionMode="multiselect"
      selectedItems={selected as Set<TableRowId>}
      onSelectionChange={(_, data) => onSelectionChange(new Set([...data.selectedItems].map(String)))}
    >
      <DataGridHeader>
        <DataGridRow selectionCell={{ checkboxIndicator: { 'aria-label': label } }}>
          {({ renderHeaderCell }) => <DataGridHeaderCell>{renderHeaderCell()}</DataGridHeaderCell>}
        </DataGridRow>
      </DataGridHeader>
      <DataGridBody<T>>
        {({ item, rowId }) => (
          <DataGridRow<T> key={rowId} selectionCell={{ checkboxIndicator: { 'aria-label': rowLabel(item) } }}>
            {({ renderCell }) => <DataGridCell>{renderCell(item)}</DataGridCell>}
          </DataGridRow>
        )}
      </DataGridBody>
    </DataGrid>
  );
}

function rowLabel(item: { id: string }): string {
  const record = item as { id: string; email?: string; name?: string };
  return record.email ?? record.name ?? record.id;
}
