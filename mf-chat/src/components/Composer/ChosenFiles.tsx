import { Icon, IconButton, tokens } from '@portal/shared';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { chatText } from '../../chatText';
import { fileSize } from '../MessageAttachments';

const Files = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.xxs};
  list-style: none;
  margin: 0 0 ${tokens.space.sm};
  padding: 0;
`;

const Chosen = styled.li`
  display: flex;
  align-items: center;
  gap: ${tokens.space.sm};
  min-width: 0;
  padding: ${tokens.space.xxs};
  border: 1px solid ${tokens.colors.divider};
  border-radius: ${tokens.radii.md};

  img {
    width: 48px;
    height: 48px;
    flex: none;
    object-fit: cover;
    border-radius: ${tokens.radii.sm};
  }
`;

const Name = styled.span`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

/** A picture's preview, while it is chosen (the address is let go afterwards). */
function Thumbnail({ file }: { file: File }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file.type.startsWith('image/') || typeof URL.createObjectURL !== 'function') return;
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url ? <img src={url} alt="" /> : null;
}

/** The files chosen for the next message, each with a button to take it out again. */
export function ChosenFiles({ files, onRemove }: { files: File[]; onRemove(file: File): void }) {
  if (files.length === 0) return null;
  return (
    <Files aria-label={chatText.chosenFiles}>
      {files.map((file) => (
        <Chosen key={`${file.name}-${file.size}-${file.lastModified}`}>
          <Thumbnail file={file} />
          <Name>
            {file.name} ({fileSize(file.size)})
          </Name>
          <IconButton label={chatText.remove(file.name)} onClick={() => onRemove(file)}>
            <Icon name="close" />
          </IconButton>
        </Chosen>
      ))}
    </Files>
  );
}
