import { MAPS_LINK_MAX_CHARS } from '@ronda/shared';
import { useRef, useState, type KeyboardEvent } from 'react';
import { TextField } from '@/components/form/form-field';
import type { MapsLinkMessages } from './location-picker-messages';
import type { MapsLinkNotice } from './resolve-maps-link';
import styles from './location-picker.module.css';

interface MapsLinkFieldProps {
  id: string;
  messages: MapsLinkMessages;
  reading: boolean;
  notice: MapsLinkNotice | null;
  /** Read this link (the field's text, trimmed). */
  onRead(link: string): void;
  /** The field was emptied: drop the link in flight and its notice. */
  onClear(): void;
}

/**
 * A Google Maps link field beside the address box (console.md §7, §8). A pasted link is read at
 * once; a typed one on Enter or when the field is left. Enter never submits the form around it.
 */
export function MapsLinkField({
  id,
  messages,
  reading,
  notice,
  onRead,
  onClear,
}: MapsLinkFieldProps) {
  const [text, setText] = useState('');
  const pasted = useRef(false);
  // The text last sent, so leaving the field does not read the same link twice.
  const lastRead = useRef('');

  function read(value: string) {
    const link = value.trim();
    if (!link) return;
    lastRead.current = link;
    onRead(link);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // A paste that changed nothing fired no change: the next keystroke is typing, not pasting.
    pasted.current = false;
    if (event.key !== 'Enter') return;
    event.preventDefault();
    read(text);
  }

  return (
    <div className={styles.search}>
      <TextField
        id={id}
        label={messages.label}
        hint={messages.hint}
        placeholder={messages.placeholder}
        // Text with a URL keyboard, not type="url": a half-typed link must not stop the browser
        // from submitting the form around the picker.
        inputMode="url"
        maxLength={MAPS_LINK_MAX_CHARS}
        autoComplete="off"
        spellCheck={false}
        value={text}
        onPaste={() => {
          pasted.current = true;
        }}
        onChange={(event) => {
          const value = event.target.value;
          setText(value);
          const wasPasted = pasted.current;
          pasted.current = false;
          if (!value.trim()) {
            lastRead.current = '';
            onClear();
          } else if (wasPasted) {
            read(value);
          }
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (text.trim() !== lastRead.current) read(text);
        }}
      />
      {reading && (
        <p role="status" className={styles.note}>
          {messages.reading}
        </p>
      )}
      {notice && (
        <p role="alert" className={notice.tone === 'warning' ? styles.warning : styles.alert}>
          {notice.text}
        </p>
      )}
    </div>
  );
}
