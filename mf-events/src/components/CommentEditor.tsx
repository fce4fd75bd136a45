import { Banner, Button, strings, TextField, tokens } from '@portal/shared';
import { type FormEvent, useEffect, useState } from 'react';
import styled from 'styled-components';

const Form = styled.form`
  margin-top: ${tokens.space.md};
`;

interface CommentEditorProps {
  prompt: string;
  saved: string | null;
  busy: boolean;
  problem: string | null;
  onSave: (comment: string) => void;
}

/** Edits the comment of one's own sign-up; what was typed stays when saving fails. */
export function CommentEditor({ prompt, saved, busy, problem, onSave }: CommentEditorProps) {
  const [comment, setComment] = useState(saved ?? '');
  const [error, setError] = useState<string | undefined>();
  useEffect(() => setComment(saved ?? ''), [saved]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!comment.trim()) {
      setError(strings.required);
      return;
    }
    setError(undefined);
    onSave(comment.trim());
  };

  return (
    <Form onSubmit={submit} noValidate aria-label="Your comment">
      {problem && <Banner severity="error">{problem}</Banner>}
      <TextField
        label={prompt}
        value={comment}
        error={error}
        onChange={(e) => setComment(e.target.value)}
      />
      <Button type="submit" variant="secondary" busy={busy}>
        Save comment
      </Button>
    </Form>
  );
}
