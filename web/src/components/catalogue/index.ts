export { ProductSearchPanel, type ProductSearchPanelProps } from './product-search-panel';
export { AddProductFlyout, type AddProductFlyoutProps } from './add-product-flyout';
export { AddManufacturerFlyout, type AddManufacturerFlyoutProps } from './add-manufacturer-flyout';
export { DesignationTree, type DesignationTreeProps } from './designation-tree';
export { DesignationList } from './designation-list';
export {
  AssetDesignationFlyout,
  EditDesignationFlyout,
  type EditDesignationFlyoutProps,
} from './edit-designation-flyout';
export { ProductPickerFlyout, type ProductPickerFlyoutProps } from './product-picker-flyout';
