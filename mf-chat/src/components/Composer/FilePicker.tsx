import { tokens } from '@portal/shared';
import styled from 'styled-components';
import { chatText } from '../../chatText';

const Picker = styled.span`
  position: relative;
`;

/** Out of sight but still focusable: the keyboard reaches the picker, its label shows it. */
const FileInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  overflow: hidden;
`;

/** The picker's label, drawn as a secondary button; the picker's focus shows on it. */
const AttachLabel = styled.label`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  padding: ${tokens.space.xs} ${tokens.space.lg};
  border: 2px solid ${tokens.colors.link};
  border-radius: ${tokens.radii.md};
  background: ${tokens.colors.surface};
  color: ${tokens.colors.link};
  font-size: ${tokens.fontSizes.md};
  font-weight: ${tokens.fontWeights.medium};
  cursor: pointer;

  &:hover {
    background: ${tokens.colors.surfaceHover};
  }
  input:focus-visible + & {
    outline: ${tokens.focusRing.width} solid ${tokens.colors.focus};
    outline-offset: ${tokens.focusRing.offset};
  }
`;

/** 'Attach files': the browser's file chooser, several files at once. */
export function FilePicker({
  id,
  onChoose,
}: {
  id: string;
  onChoose(files: FileList | null): void;
}) {
  return (
    <Picker>
      <FileInput
        id={id}
        type="file"
        multiple
        onChange={(event) => {
          onChoose(event.target.files);
          // The same file can be chosen again after it was removed.
          event.target.value = '';
        }}
      />
      <AttachLabel htmlFor={id}>{chatText.attachFiles}</AttachLabel>
    </Picker>
  );
}
