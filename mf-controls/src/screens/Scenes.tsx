import {
  AreaPage,
  alertShown,
  Button,
  Card,
  EmptyState,
  fill,
  PageHeader,
  type Scene,
  type SceneDraft,
  strings,
  tokens,
  usePageTitle,
} from '@portal/shared';
import { useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import styled from 'styled-components';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { SceneDialog } from '../components/SceneDialog';
import { useController } from '../controller/ControllerContext';
import { controllerError } from '../controller/homeController';
import { actionText, whenText } from '../lib/scenes';

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
`;

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${tokens.space.md};
`;

const Muted = styled.p`
  color: ${tokens.colors.textMuted};
`;

function lastRunText(lastRun: string | null): string {
  if (!lastRun) return 'Has not run yet';
  return `Last ran ${new Date(lastRun).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}`;
}

/** /controls/scenes: the home's scenes; add, edit, remove, and run one now (spec 2). */
export default function Scenes() {
  const title = usePageTitle();
  const { controller, snapshot } = useController();
  const dispatch = useDispatch();
  const [editing, setEditing] = useState<Scene | 'new' | null>(null);
  const [removing, setRemoving] = useState<Scene | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const entities = snapshot.entities ?? {};
  const ready = snapshot.status === 'ready';

  const tell = (text: string, kind: 'success' | 'error') => dispatch(alertShown(text, { kind }));

  /** Runs a controller command; its refusal is shown in the controller's words (spec 8). */
  const attempt = async (work: () => Promise<void>): Promise<string | null> => {
    try {
      await work();
      return null;
    } catch (error) {
      const { message, connectionLost } = controllerError(error);
      return connectionLost ? strings.controllerUnreachable : message || strings.homeControlFailed;
    }
  };

  const save = async (draft: SceneDraft): Promise<string | null> => {
    const refusal = await attempt(async () => {
      await controller.saveScene(draft);
    });
    if (!refusal) {
      setEditing(null);
      tell(fill(strings.sceneSaved, { name: draft.name }), 'success');
    }
    return refusal;
  };

  const run = async (scene: Scene) => {
    setBusy(scene.id);
    const refusal = await attempt(() => controller.runScene(scene.id));
    setBusy(null);
    tell(refusal ?? fill(strings.sceneRan, { name: scene.name }), refusal ? 'error' : 'success');
  };

  const remove = async () => {
    if (!removing) return;
    const scene = removing;
    setBusy(scene.id);
    const refusal = await attempt(() => controller.removeScene(scene.id));
    setBusy(null);
    setRemoving(null);
    tell(
      refusal ?? fill(strings.sceneRemoved, { name: scene.name }),
      refusal ? 'error' : 'success',
    );
    // The scene's card, where focus was, is gone.
    if (!refusal) heading.current?.focus();
  };

  const scenes = snapshot.scenes;
  return (
    <AreaPage>
      <PageHeader
        title={title}
        headingRef={heading}
        actions={
          <Button disabled={!ready} onClick={() => setEditing('new')}>
            Add a scene
          </Button>
        }
      />
      {scenes && scenes.length === 0 ? (
        <EmptyState
          title="No scenes yet"
          message="A scene sets several devices at once: at a time of day, or when something changes."
        />
      ) : null}
      <Cards>
        {(scenes ?? []).map((scene) => (
          <li key={scene.id}>
            <Card title={scene.name} headingLevel={2}>
              <p>{whenText(scene.when, entities)}</p>
              <ul>
                {scene.actions.map((action) => (
                  <li key={`${action.entityId}-${action.service}`}>
                    {actionText(action, entities)}
                  </li>
                ))}
              </ul>
              <Muted>{lastRunText(scene.lastRun)}</Muted>
              <Buttons>
                <Button
                  disabled={!ready}
                  busy={busy === scene.id}
                  aria-label={`Run now: ${scene.name}`}
                  onClick={() => void run(scene)}
                >
                  Run now
                </Button>
                <Button
                  variant="secondary"
                  disabled={!ready}
                  aria-label={`Edit: ${scene.name}`}
                  onClick={() => setEditing(scene)}
                >
                  Edit
                </Button>
                <Button
                  variant="danger"
                  disabled={!ready}
                  aria-label={`Remove: ${scene.name}`}
                  onClick={() => setRemoving(scene)}
                >
                  Remove
                </Button>
              </Buttons>
            </Card>
          </li>
        ))}
      </Cards>
      {editing ? (
        <SceneDialog
          scene={editing === 'new' ? null : editing}
          entities={entities}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={`Remove the scene "${removing?.name ?? ''}"?`}
        message="It will no longer run."
        confirmLabel="Remove"
        danger
        busy={busy !== null}
        onCancel={() => setRemoving(null)}
        onConfirm={() => void remove()}
      />
    </AreaPage>
  );
}
