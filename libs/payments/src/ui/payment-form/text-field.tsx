import { Field, Input } from '@chakra-ui/react';
import type { ChangeEvent, FocusEvent, HTMLAttributes, ReactElement, ReactNode } from 'react';

export interface TextFieldProps {
  name: string;
  label: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
  type?: 'text' | 'email' | 'tel';
  autoComplete: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  placeholder?: string;
  helper?: ReactNode;
  /** Shown but not editable (the payment form's frame, before the form arrives). */
  disabled?: boolean;
}

/** One labelled input with its validation message tied to it (aria-invalid and described-by via Field). */
export function TextField({
  name,
  label,
  value,
  error,
  onChange,
  onBlur,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength = 100,
  placeholder,
  helper,
  disabled = false,
}: TextFieldProps): ReactElement {
  return (
    <Field.Root invalid={!!error} required disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <Input
        name={name}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        maxLength={maxLength}
        placeholder={placeholder}
      />
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
