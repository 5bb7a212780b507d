import { FilePdfOutlined } from '@ant-design/icons';
import { Image, Typography } from 'antd';
import type { ComprobanteTipo } from '@partidos/shared';

/**
 * A receipt shown inline (docs/decisions/0035): an image that fits the width and opens zoomable on tap (antd Image), or
 * a PDF embedded in a frame with an 'Abrir PDF' link (a phone's browser may not render PDFs inside a page). `url` is
 * the short-lived signed URL the API gave (same origin: the CSP's frame-src 'self' allows it).
 */
export function ReceiptPreview({ url, tipo, alt, maxHeight = 360 }: {
  url: string | null | undefined;
  tipo: ComprobanteTipo | null | undefined;
  alt: string;
  maxHeight?: number;
}) {
  if (!url) return <Typography.Text type="secondary">Sin comprobante</Typography.Text>;
  if (tipo === 'pdf') {
    return (
      <div style={{ width: '100%' }}>
        <iframe
          src={url}
          title={alt}
          style={{ display: 'block', width: '100%', height: maxHeight, border: '1px solid rgba(128,128,128,0.3)', borderRadius: 8 }}
        />
        <Typography.Link href={url} target="_blank" rel="noopener noreferrer" style={{ display: 'inline-flex', gap: 6, padding: '10px 0' }}>
          <FilePdfOutlined /> Abrir PDF
        </Typography.Link>
      </div>
    );
  }
  return (
    <div style={{ width: '100%', display: 'flex', justifyContent: 'center', background: 'rgba(128,128,128,0.08)', borderRadius: 8, overflow: 'hidden' }}>
      <Image
        src={url}
        alt={alt}
        styles={{ root: { display: 'block', maxWidth: '100%' }, image: { display: 'block', maxWidth: '100%', maxHeight, objectFit: 'contain' } }}
      />
    </div>
  );
}
