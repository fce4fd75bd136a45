export { AreaPage } from './AreaPage';
export { Avatar, type AvatarProps, initials } from './Avatar';
export { Badge, type BadgeProps } from './Badge';
export { Banner as Alert, Banner, type BannerProps, type BannerSeverity } from './Banner';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button';
export { ButtonLink } from './ButtonLink';
export { Card, type CardProps } from './Card';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { Dialog, Dialog as Modal, type DialogProps } from './Dialog';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { Icon, type IconName, type IconProps } from './Icon';
export { IconButton, type IconButtonProps } from './IconButton';
export { type LinkComponent, type LinkProps, LinkProvider, useLinkComponent } from './LinkContext';
export { type LinkTabItem, LinkTabs, type LinkTabsProps } from './LinkTabs';
export { List, type ListProps } from './List';
export { ListRow, type ListRowProps } from './ListRow';
export { LoadingOverlay } from './LoadingOverlay';
export {
  LoadProblem,
  type LoadProblemProps,
  loadFailed,
  loadProblemText,
} from './LoadProblem';
export { PageHeader, type PageHeaderProps } from './PageHeader';
export { RadioGroup, type RadioGroupProps } from './RadioGroup';
export { Select, type SelectOption, type SelectProps } from './Select';
export { Skeleton, type SkeletonProps } from './Skeleton';
export { PageLoading, Spinner, type SpinnerProps } from './Spinner';
export { Switch, type SwitchProps } from './Switch';
export { type TabItem, Tabs, type TabsProps } from './Tabs';
export { TextField, type TextFieldProps } from './TextField';
export { VisuallyHidden } from './VisuallyHidden';
