/**
 * React pieces both web apps use, parameterised by the app's own API client, session store
 * and i18n. Their texts are the `ui.` section of the catalogues (`src/i18n/locales`, loaded
 * per locale with the rest of `@ascent/client/i18n`'s locale pack).
 */
export {
  AA_TEXT,
  DEFAULT_PRIMARY,
  accessiblePrimary,
  brandColour,
  contrastRatio,
  primaryColour,
} from './theme/accessible-colour.ts';
export { accessibleTheme } from './theme/accessible-theme.ts';
export { PageSpin } from './feedback/page-spin.tsx';
export { LoadFailed } from './feedback/load-failed.tsx';
export {
  createNotifier,
  type Notifier,
  type Toast,
  type ToastContent,
  type ToastKind,
  type ToastSink,
} from './feedback/notifier.ts';
export { PlainDialog, type PlainDialogProps } from './plain/plain-dialog.tsx';
export { PlainToaster, type PlainToasterProps } from './plain/plain-toaster.tsx';
export { Card, type CardProps } from './plain/card.tsx';
export { Progress, clampPercent, type ProgressProps } from './plain/progress.tsx';
export { Empty, type EmptyProps } from './plain/empty.tsx';
export { Tag, type TagTone } from './plain/tag.tsx';
export { Segmented, type SegmentedOption, type SegmentedProps } from './plain/segmented.tsx';
export { Pagination, type PaginationProps } from './plain/pagination.tsx';
export { pageCount, pageItems, type PageItem } from './plain/pagination-items.ts';
export { TextArea, type TextAreaProps } from './plain/text-area.tsx';
export { NotifierBridge } from './feedback/notifier-bridge.tsx';
export {
  createAppNavigator,
  type AppNavigator,
  type NavigateFn,
} from './navigation/app-navigator.ts';
export { FormError } from './forms/form-error.tsx';
export { FormSubmit, type FormSubmitProps } from './forms/form-submit.tsx';
export { useServerError, type ServerErrorState } from './forms/use-server-error.ts';
export { PlainMenu, type PlainMenuItem, type PlainMenuProps } from './plain/menu.tsx';
export { menuKeyMove, openingFocus, type MenuKeyMove } from './plain/menu-keys.ts';
export {
  BellIcon,
  ChevronDownIcon,
  CloseIcon,
  DownloadIcon,
  GlobeIcon,
  MenuIcon,
  SearchIcon,
  SettingIcon,
  SwapIcon,
  UserIcon,
  type PlainIconProps,
} from './icons/plain-icons.tsx';
export {
  CheckCircleIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ExternalLinkIcon,
  LockIcon,
  PlayCircleIcon,
  ShareIcon,
  StarIcon,
  ThumbUpIcon,
} from './icons/content-icons.tsx';
export { LangSwitch, type LangSwitchProps } from './lang/lang-switch.tsx';
export { platformConfigPatch, showLangSwitch } from './lang/lang-options.ts';
export { LoginForm, type LoginFormProps } from './login/login-form.tsx';
export { LoginBrand, type LoginBrandProps } from './login/login-brand.tsx';
export { PlainField, type PlainFieldProps } from './login/plain-field.tsx';
export { PlainFormSubmit, type PlainFormSubmitProps } from './login/plain-form-submit.tsx';
export { CaptchaField } from './login/captcha-input.tsx';
export { useCaptcha, type CaptchaState } from './login/use-captcha.ts';
export {
  MANAGE_LOGIN_CALL,
  STUDY_LOGIN_CALL,
  fetchCaptcha,
  loginOutcome,
  postLogin,
  type LoginCall,
  type LoginEnvelope,
  type LoginOutcome,
} from './login/login-api.ts';
export {
  ForcedPasswordModal,
  type ForcedPasswordModalProps,
} from './password/forced-password-modal.tsx';
export {
  decideForcedChange,
  forcedChangeMessageKey,
  passwordPolicyOf,
  type ForcedChangeDecision,
  type ForcedChangeInput,
  type ForcedChangeReason,
} from './password/forced-change.ts';
export {
  useForcedChange,
  useForcedChangeDue,
  usePasswordPolicy,
} from './password/use-forced-change.ts';
export { PasswordItem, type PasswordItemProps } from './password/password-item.tsx';
export { NewPasswordItems, type NewPasswordItemsProps } from './password/new-password-items.tsx';
export { usePasswordChange } from './password/use-password-change.ts';
export {
  changePassword,
  type ChangePasswordOutcome,
  type PasswordChange,
} from './password/edit-password.ts';
export { RichText, type RichTextProps } from './rich-text/rich-text.tsx';
export { useUploadTask, type UploadTaskOptions } from './upload/use-upload-task.ts';
export { InPersonQr, type InPersonQrProps } from './in-person/in-person-qr.tsx';
export { nextQrRefreshMs } from './in-person/in-person-qr-refresh.ts';
