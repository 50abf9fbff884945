import { mentionToken } from '@awc/domain';
import { type KeyboardEvent, type TextareaHTMLAttributes, useEffect, useId, useRef, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Textarea } from '../../../components/ui/input.tsx';
import { type DirectoryMember, suggestMembers } from '../api/community-api.ts';

/** The "@name" being typed just before the caret, if any. */
const pendingMention = (text: string, caret: number) => /(?:^|\s)@([^\s@[\]][^@[\]\n]{0,40})$/.exec(text.slice(0, caret));

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'onBlur' | 'name'> & { registration: UseFormRegisterReturn };

/**
 * A post's textarea with @mentions: typing "@" and a few letters suggests members of the directory
 * (the only people a mention can reach); arrows move, Enter or Tab inserts, Escape closes.
 */
export const MentionTextarea = ({ registration, ...props }: Props) => {
  const element = useRef<HTMLTextAreaElement | null>(null);
  const [query, setQuery] = useState<{ text: string; start: number } | null>(null);
  const [members, setMembers] = useState<DirectoryMember[]>([]);
  const [active, setActive] = useState(0);
  const listId = useId();
  useEffect(() => {
    if (!query) {
      setMembers([]);
      return;
    }
    const controller = new AbortController();
    suggestMembers(query.text, controller.signal).then(
      (found) => {
        setMembers(found);
        setActive(0);
      },
      () => setMembers([]),
    );
    return () => controller.abort();
  }, [query]);
  const open = query !== null && members.length > 0;
  const readCaret = () => {
    const el = element.current;
    if (!el) return;
    const match = pendingMention(el.value, el.selectionStart ?? el.value.length);
    const text = match?.[1]?.trim() ?? '';
    setQuery(match && text ? { text, start: (el.selectionStart ?? 0) - (match[1]?.length ?? 0) - 1 } : null);
  };
  const insert = (m: DirectoryMember) => {
    const el = element.current;
    if (!el || !query) return;
    const caret = el.selectionStart ?? el.value.length;
    const token = `${mentionToken(m.fullName, m.id)} `;
    el.value = el.value.slice(0, query.start) + token + el.value.slice(caret);
    const at = query.start + token.length;
    el.setSelectionRange(at, at);
    void registration.onChange({ target: el, type: 'change' });
    setQuery(null);
    el.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => (i + (e.key === 'ArrowDown' ? 1 : members.length - 1)) % members.length);
    } else if (e.key === 'Enter' || e.key === 'Tab') {
      e.preventDefault();
      const m = members[active];
      if (m) insert(m);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      setQuery(null);
    }
  };
  const { ref, onChange, onBlur, name } = registration;
  return (
    <div className="relative">
      <Textarea
        {...props}
        name={name}
        ref={(el) => {
          element.current = el;
          (ref as (el: HTMLTextAreaElement | null) => void)(el);
        }}
        onChange={(e) => {
          void onChange(e);
          readCaret();
        }}
        onBlur={(e) => {
          void onBlur(e);
          setQuery(null);
        }}
        onKeyDown={onKeyDown}
        onClick={readCaret}
        aria-autocomplete="list"
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? `${listId}-${active}` : undefined}
      />
      <p className="sr-only" aria-live="polite">
        {open ? `${members.length} ${members.length === 1 ? 'member' : 'members'} to mention. Use the arrow keys, then Enter.` : ''}
      </p>
      {open && (
        <div
          id={listId}
          role="listbox"
          aria-label="Members to mention"
          className="absolute left-0 z-20 mt-1 w-72 max-w-full overflow-hidden rounded-xl border border-line bg-white shadow-[var(--shadow-pop)]"
        >
          {members.map((m, i) => (
            <div
              key={m.id}
              id={`${listId}-${i}`}
              tabIndex={-1}
              role="option"
              aria-selected={i === active}
              className={`cursor-pointer px-3 py-2 text-sm ${i === active ? 'bg-navy-900 text-white' : 'text-ink hover:bg-paper-2'}`}
              // Before the textarea's blur closes the list.
              onMouseDown={(e) => {
                e.preventDefault();
                insert(m);
              }}
            >
              <span className="font-semibold">{m.fullName}</span>
              {m.headline && <span className={`block text-xs ${i === active ? 'text-white/80' : 'text-ink-muted'}`}>{m.headline}</span>}
            </div>
          ))}
        </div>
      )}
    </div>
  );
};
