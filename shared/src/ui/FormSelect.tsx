import { Select, type RefSelectProps, type SelectProps } from 'antd';
import { useLayoutEffect, useRef, type Ref } from 'react';
import type { BaseOptionType, DefaultOptionType } from 'antd/es/select';

/** Props of {@link FormSelect}: antd's, and the ref a Form.Item may hand its control. */
export type FormSelectProps<V, O extends BaseOptionType | DefaultOptionType> = SelectProps<V, O> & { ref?: Ref<RefSelectProps> };

/**
 * antd's Select for a field of an antd Form. A required Form.Item hands `aria-required` to its
 * control; antd's Select puts it on the combobox, where it belongs, and on its outer box, where the
 * attribute is not allowed (WCAG 4.1.2, axe `aria-allowed-attr`, critical). rc-select offers no
 * way to keep it off the box, so it is taken off after each render; the combobox keeps it.
 * Props are antd's.
 */
export function FormSelect<V = unknown, O extends BaseOptionType | DefaultOptionType = DefaultOptionType>({ ref, ...props }: FormSelectProps<V, O>) {
  const own = useRef<RefSelectProps | null>(null);
  useLayoutEffect(() => {
    own.current?.nativeElement?.removeAttribute('aria-required');
  });
  const both = (node: RefSelectProps | null) => {
    own.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) (ref as { current: RefSelectProps | null }).current = node;
  };
  return <Select<V, O> {...props} ref={both} />;
}
