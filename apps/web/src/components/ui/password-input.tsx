import { EyeIcon, EyeOffIcon } from 'lucide-react';
import { useState } from 'react';
import { Input, type InputProps } from './input.tsx';

/** A password field with a show/hide toggle (a real button, announced). */
export const PasswordInput = (props: InputProps) => {
  const [shown, setShown] = useState(false);
  return (
    <div className="relative">
      <Input {...props} type={shown ? 'text' : 'password'} className="pr-11" />
      <button
        type="button"
        onClick={() => setShown((v) => !v)}
        className="absolute inset-y-0 right-0 flex w-11 cursor-pointer items-center justify-center rounded-r-lg text-ink-muted hover:text-navy-800"
        aria-label={shown ? 'Hide password' : 'Show password'}
        aria-pressed={shown}
      >
        {shown ? <EyeOffIcon aria-hidden="true" className="h-4 w-4" /> : <EyeIcon aria-hidden="true" className="h-4 w-4" />}
      </button>
    </div>
  );
};
