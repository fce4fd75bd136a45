import {
  Banner,
  Button,
  CHAT_MESSAGE_MAX,
  chatUploadProblem,
  strings,
  tokens,
} from '@portal/shared';
import { type DragEvent, type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { chatText } from '../../chatText';
import { ChosenFiles } from './ChosenFiles';
import { FilePicker } from './FilePicker';

/** What a person sends: text, files, or both. */
export interface Draft {
  text: string;
  files: File[];
}

export interface ComposerProps {
  /** Sends the draft; rejects with an Error whose message is what to show. */
  onSend(draft: Draft): Promise<void>;
  /** Called while the person types (at most every few seconds). */
  onTyping?(): void;
}

const TYPING_EVERY_MS = 3_000;

const Form = styled.form<{ $dropping: boolean }>`
  padding: ${tokens.space.md};
  border: 2px ${({ $dropping }) => ($dropping ? 'dashed' : 'solid')}
    ${({ $dropping }) => ($dropping ? tokens.colors.link : tokens.colors.divider)};
  border-radius: ${tokens.radii.lg};
  background: ${tokens.colors.surface};
`;

const Label = styled.label`
  display: block;
  font-size: ${tokens.fontSizes.md};
  font-weight: ${tokens.fontWeights.medium};
`;

const Hint = styled.p`
  margin: ${tokens.space.xxs} 0 ${tokens.space.xs};
  font-size: ${tokens.fontSizes.sm};
  color: ${tokens.colors.textMuted};
`;

const TextArea = styled.textarea`
  display: block;
  width: 100%;
  min-height: 6rem;
  resize: vertical;
  margin-bottom: ${tokens.space.sm};
  padding: ${tokens.space.xs} ${tokens.space.sm};
  border: 2px solid ${tokens.colors.border};
  border-radius: ${tokens.radii.sm};
  background: ${tokens.colors.surface};
  color: ${tokens.colors.text};
  font: inherit;
  font-size: ${tokens.fontSizes.md};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${tokens.space.sm};
`;

const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

const problemOf = (files: File[]) =>
  chatUploadProblem(files.map((file) => ({ size: file.size, mime: file.type })));

/**
 * Where a message is written: text (Enter sends, Shift+Enter starts a new line), files chosen
 * or dropped on it. The upload limits are checked before anything is sent; a failed send
 * keeps the text and the files so the person can simply try again.
 */
export function Composer({ onSend, onTyping }: ComposerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [dropping, setDropping] = useState(false);
  const lastTyping = useRef(0);

  const chooseFiles = (chosen: FileList | File[] | null) => {
    const added = Array.from(chosen ?? []);
    if (added.length === 0) return;
    const next = [...files, ...added.filter((file) => !files.some((f) => sameFile(f, file)))];
    setFiles(next);
    setProblem(problemOf(next));
  };

  const removeFile = (file: File) => {
    const next = files.filter((each) => each !== file);
    setFiles(next);
    setProblem(problemOf(next));
  };

  const send = async () => {
    if (sending) return;
    const message = text.trim();
    if (!message && files.length === 0) return;
    const fileProblem = problemOf(files);
    setProblem(fileProblem);
    if (fileProblem) return;
    setSending(true);
    const sentText = text;
    const sentFiles = files;
    try {
      await onSend({ text: message, files });
      // What was typed or attached while it was sending stays for the next message.
      setText((now) => (now === sentText ? '' : now));
      setFiles((now) => now.filter((file) => !sentFiles.includes(file)));
    } catch (failure) {
      setProblem(
        failure instanceof Error && failure.message ? failure.message : strings.chatSendFailed,
      );
    } finally {
      setSending(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  const typed = (value: string) => {
    setText(value);
    const now = Date.now();
    if (onTyping && value && now - lastTyping.current > TYPING_EVERY_MS) {
      lastTyping.current = now;
      onTyping();
    }
  };

  const onDragOver = (event: DragEvent) => {
    if (!event.dataTransfer?.types?.includes('Files')) return;
    event.preventDefault();
    setDropping(true);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDropping(false);
    chooseFiles(event.dataTransfer?.files ?? null);
  };

  return (
    <Form
      $dropping={dropping}
      onSubmit={onSubmit}
      onDragOver={onDragOver}
      onDragLeave={() => setDropping(false)}
      onDrop={onDrop}
      noValidate
    >
      <Label htmlFor={`${id}text`}>{chatText.message}</Label>
      <Hint id={`${id}hint`}>{chatText.messageHint}</Hint>
      <TextArea
        id={`${id}text`}
        value={text}
        maxLength={CHAT_MESSAGE_MAX}
        aria-describedby={`${id}hint`}
        onChange={(event) => typed(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {problem && <Banner severity="error">{problem}</Banner>}
      <ChosenFiles files={files} onRemove={removeFile} />
      {dropping && <Hint>{chatText.dropHere}</Hint>}
      <Buttons>
        <FilePicker id={`${id}files`} onChoose={chooseFiles} />
        <Button type="submit" busy={sending}>
          {chatText.send}
        </Button>
      </Buttons>
    </Form>
  );
}
