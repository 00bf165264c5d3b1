import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFile from '@mui/icons-material/UploadFile';
import { useCurrentAccount } from '../../lib/current-account';
import { routeTo, useNavigateKeepingSearch } from '../../lib/navigation';
import { FailureMessage } from '../../components/failure/failure-message';
import { useFailure } from '../../components/failure/use-failure';
import { useHelpTips } from '../../components/help-tips/use-help-tips';
import { uploadTips } from './address-cleanse-tips';
import { chunkSize, readChunk } from './upload/chunks';
import { decodeText, fileProblem } from './upload/file-check';
import { firstChunkEncodingProblem } from './upload/content-check';
import { NO_RECORDS, isEncodingProblem, recordsProblem } from './upload/file-content';
import { detectFormat, type FileFormat } from './upload/file-format';
import { FileFormatPanel } from './upload/file-format-panel';
import { withoutEndOfFileMarker } from './upload/line-breaks';
import { formatBytes } from './upload/progress';
import { testSample } from './upload/sample';
import { bytesLeftOut, separatorLine, withoutSeparatorLine } from './upload/separator-line';
import { UploadOverlay } from './upload/upload-overlay';
import { useFileUpload } from './upload/use-file-upload';
import { CreateBureauFileMutation } from './upload-documents';

/** A file chosen and read far enough to know its format. */
interface Chosen {
  file: File;
  /** What is sent: the file, or the file without its `sep=` line (upload/separator-line.ts). */
  sent: File;
  /** The delimiter the file's `sep=` line names, the line left out of what is sent; null without one. */
  separatorLine: string | null;
  /** Bytes of the file not sent before its data (that line's, upload/separator-line.ts): 0 without one. */
  leftOut: number;
  /**
   * The first chunk's text of what is sent: detection, the preview and the test sample come from it.
   * Where it is the whole file, without a DOS end-of-file marker at its end, which is no record
   * (upload/line-breaks.ts).
   */
  text: string;
  format: FileFormat;
}

/**
 * Why the chosen file, read with the format shown, cannot be sent, told with the preview so that
 * Upload is never pressed for a refusal: a stray quote, a record too wide or mixed line endings in
 * the first chunk, or nothing after the headings where the first chunk is the whole file
 * (upload/file-content.ts). The chunks after the first are checked as they are sent.
 */
function previewProblem(chosen: Chosen, chunkBytes: number): string | null {
  return recordsProblem(chosen.text, chosen.format, chosen.sent.size <= chunkBytes);
}

export function Component() {
  return <UploadScreen />;
}

/**
 * The upload screen. For tests: `chunkBytes`, the size the file is read, checked and sent in, and
 * `retryDelayMs`, the pause before a chunk is sent again.
 */
export function UploadScreen({ chunkBytes = chunkSize, retryDelayMs }: { chunkBytes?: number; retryDelayMs?: (attempt: number) => number }) {
  const current = useCurrentAccount();
  const accountId = current.account?.id ?? '';
  useHelpTips('addressCleanseUpload', uploadTips);
  const navigate = useNavigateKeepingSearch();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const upload = useFileUpload(accountId, { chunkBytes, retryDelayMs });
  const failure = useFailure('upload the file');
  const [createFile, created] = useMutation(CreateBureauFileMutation);
  const refusal = useMemo(() => (chosen ? previewProblem(chosen, chunkBytes) : null), [chosen, chunkBytes]);
  // A chunk past the first refused while uploading: said as the first chunk's check says it, and,
  // as with that check's refusal, Upload disabled until another file (or, for the records, another
  // format) is chosen: pressed again it sent the file again up to that chunk (40 MB of a refusal at
  // 35 MB) only to be refused there again.
  const refused = upload.phase.kind === 'refused' ? upload.phase.problem : null;

  const choose = async (file: File | undefined) => {
    setChosen(null);
    setProblem(null);
    failure.clear();
    upload.reset();
    if (!file) return;
    try {
      const original = await readChunk(file, 0, chunkBytes);
      // An Excel export's `sep=;` line names the delimiter and is left out of what is sent, so the
      // service, the hash and the row counts see the records alone.
      const separator = separatorLine(original);
      const sent = separator ? withoutSeparatorLine(file, separator) : file;
      const first = separator ? await readChunk(sent, 0, chunkBytes) : original;
      const leftOut = bytesLeftOut(separator);
      const why = fileProblem(sent.size, first) ?? firstChunkEncodingProblem(first, sent.size <= chunkBytes, separator?.delimiter, leftOut);
      if (why) return setProblem(why);
      const decoded = decodeText(first);
      const text = sent.size <= chunkBytes ? withoutEndOfFileMarker(decoded) : decoded;
      setChosen({ file, sent, separatorLine: separator?.delimiter ?? null, leftOut, text, format: detectFormat(text, separator?.delimiter) });
    } catch (error) {
      failure.report(error, 'read the file');
    }
  };

  const send = async () => {
    if (!chosen) return;
    failure.clear();
    // Nothing is sent that would come back with records or fields missing: the preview said why and
    // Upload is disabled; the chunks after the first are checked as they are sent, and the upload
    // stops at one refused, which then stands as the preview's does.
    if (refusal || refused) return;
    const wholeFile = chosen.sent.size <= chunkBytes;
    const sample = testSample(chosen.text, { ...chosen.format, wholeFile });
    if (sample.rows === 0) return setProblem(NO_RECORDS);
    const uploaded = await upload.start(chosen.sent, chosen.format, new Blob([sample.text], { type: 'text/plain' }), chosen.leftOut);
    if (uploaded) await record(uploaded);
  };

  const resume = async () => {
    failure.clear();
    const uploaded = await upload.resume();
    if (uploaded) await record(uploaded);
  };

  const record = async (uploaded: { fileServerId: string; testFileServerId: string }) => {
    if (!chosen) return;
    try {
      const { data } = await createFile({ variables: { accountId, input: { name: chosen.file.name, ...uploaded, ...chosen.format } } });
      if (data) navigate(routeTo('/applications/addresscleanse/file/:fileId/updatefields', { fileId: data.createBureauFile.id }));
    } catch (error) {
      failure.report(error, 'record the file');
    }
  };

  const stopped = upload.phase.kind === 'stopped' ? upload.phase : null;
  const { report } = failure;
  useEffect(() => {
    if (stopped) report(stopped.error);
  }, [stopped, report]);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void choose(event.dataTransfer.files[0]);
  };

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Upload an address file
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <Box
            id="address-cleanse-file-picker"
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            sx={{
              border: 2,
              borderStyle: 'dashed',
              borderColor: dragging ? 'primary.main' : 'divider',
              borderRadius: 2,
              p: { xs: 2, sm: 4 },
              textAlign: 'center',
              bgcolor: dragging ? 'action.hover' : undefined,
            }}
          >
            <UploadFile sx={{ fontSize: 40, color: 'text.secondary' }} aria-hidden />
            <Typography sx={{ mb: 2 }}>Drop a CSV, TSV or text file here, or</Typography>
            <Button variant="outlined" onClick={() => input.current?.click()}>
              Choose a file
            </Button>
            <input
              ref={input}
              type="file"
              accept=".csv,.tsv,.txt,text/csv,text/plain,text/tab-separated-values"
              hidden
              data-testid="address-cleanse-file-input"
              aria-label="Address file"
              onChange={(event) => {
                void choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </Box>
        </CardContent>
      </Card>

      {(problem ?? refused) && (
        <Alert severity="error" role="alert">
          {problem ?? refused}
        </Alert>
      )}
      {upload.phase.kind === 'cancelled' && <Alert severity="info">The upload was cancelled. Nothing of it was kept.</Alert>}
      <FailureMessage
        failure={failure}
        action={
          stopped?.resumable ? (
            <Button color="inherit" size="small" onClick={() => void resume()}>
              Resume
            </Button>
          ) : undefined
        }
      />

      {chosen && (
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={2}>
              <Typography sx={{ overflowWrap: 'anywhere' }}>
                <b>{chosen.file.name}</b> ({formatBytes(chosen.file.size)})
              </Typography>
              <FileFormatPanel
                text={chosen.text}
                format={chosen.format}
                separatorLine={chosen.separatorLine}
                onChange={(format) => {
                  setProblem(null);
                  // Another format may read the records whole; the bytes that are not UTF-8 stay whatever the format.
                  if (refused && !isEncodingProblem(refused)) upload.reset();
                  setChosen({ ...chosen, format });
                }}
              />
              {refusal && <Alert severity="error">{refusal}</Alert>}
              <Box>
                <Button
                  variant="contained"
                  onClick={() => void send()}
                  disabled={refusal !== null || refused !== null || upload.phase.kind === 'uploading' || created.loading}
                >
                  Upload
                </Button>
              </Box>
            </Stack>
          </CardContent>
        </Card>
      )}
      <UploadOverlay progress={upload.phase.kind === 'uploading' ? upload.phase.progress : null} onCancel={upload.cancel} />
    </Stack>
  );
}
