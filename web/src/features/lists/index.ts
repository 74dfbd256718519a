/** What other features may use from lists; everything else in this folder is its own. */
export {
  getListQueryOptions,
  useAddToLists,
  useCreateList,
  useLists,
  useRemoveFromList,
} from './api/lists-api';
export { AddToListDialog } from './components/add-to-list-dialog';
export { ListFormDialog } from './components/list-form-dialog';
export { ListFormFields, type TListFormValues } from './components/list-form-fields';
