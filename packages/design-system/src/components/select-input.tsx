// A native select drawn the one way the app draws it: Chakra's root, the field with its options and
// the indicator. `placeholder` is the first, empty option ("Seleccione…", "Todos").
import { NativeSelect } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';

export interface SelectOption {
  value: string | number;
  label: ReactNode;
}

type RootProps = ComponentProps<typeof NativeSelect.Root>;

export interface SelectInputProps extends Omit<ComponentProps<typeof NativeSelect.Field>, 'children' | 'size' | 'width'> {
  options: readonly SelectOption[];
  size?: RootProps['size'];
  width?: RootProps['width'];
  disabled?: boolean;
  /** Options drawn before `options`, e.g. the current value while the list is not there yet. */
  children?: ReactNode;
}

export function SelectInput({ options, size, width, disabled, children, ...field }: SelectInputProps) {
  return (
    <NativeSelect.Root size={size} width={width} disabled={disabled}>
      <NativeSelect.Field {...field}>
        {children}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
