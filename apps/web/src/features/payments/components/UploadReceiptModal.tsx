import { CameraOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, App, Button, Image, Modal, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { MSG, formatCLP } from '@partidos/shared';
import { subirComprobante } from '../api/payment-calls';

const MAX_BYTES = 5 * 1024 * 1024;

/** 'Subir comprobante' (docs/product/payments.md): one image under 5 MB, previewed before sending. */
export function UploadReceiptModal({ partidoId, monto, open, onClose }: { partidoId: string; monto: number; open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // a phone or tablet: the file picker also offers the camera
  const touch = typeof window !== 'undefined' && window.matchMedia?.('(pointer: coarse)').matches;

  useEffect(() => {
    if (!file) { setPreview(null); return; }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  useEffect(() => { if (!open) { setFile(null); setError(null); } }, [open]);

  const pick = (f: File) => {
    setError(null);
    if (!f.type.startsWith('image/')) { message.error(MSG.soloImagenes); return Upload.LIST_IGNORE; }
    if (f.size >= MAX_BYTES) { message.error(MSG.imagenMax5); return Upload.LIST_IGNORE; }
    setFile(f);
    return false;
  };
  const send = async () => {
    if (!file) { setError('Selecciona la imagen del comprobante'); return; }
    setSending(true);
    try {
      const r = await subirComprobante(partidoId, file);
      message.success(r.message ?? 'Comprobante subido: un organizador lo revisará');
      onClose();
    } catch (e) {
      setError((e as Error).message || 'Error al subir el comprobante');
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal title="Subir Comprobante" open={open} onCancel={onClose} onOk={() => void send()} okText="Enviar comprobante" cancelText="Cancelar" confirmLoading={sending} okButtonProps={{ disabled: !file }} destroyOnHidden>
      <Typography.Paragraph>Sube la imagen de tu transferencia por {formatCLP(monto)}. Un organizador la revisará.</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Upload.Dragger accept="image/*" maxCount={1} showUploadList={false} beforeUpload={pick}>
        {preview ? (
          <Image src={preview} alt="Vista previa del comprobante" preview={false} style={{ maxHeight: 240, objectFit: 'contain' }} />
        ) : (
          <>
            <p className="ant-upload-drag-icon"><InboxOutlined /></p>
            <p className="ant-upload-text">{touch ? 'Toca para elegir o tomar una foto' : 'Haz clic o arrastra la imagen aquí'}</p>
            <p className="ant-upload-hint">JPG, PNG o WebP, menor a 5MB</p>
          </>
        )}
      </Upload.Dragger>
      {touch && (
        // straight to the rear camera (`capture`); the area above keeps the gallery and files, which `capture` hides on Android
        <Upload className="upload-block" accept="image/*" capture="environment" maxCount={1} showUploadList={false} beforeUpload={pick}>
          <Button block size="large" icon={<CameraOutlined />} style={{ marginTop: 12 }}>Tomar foto con la cámara</Button>
        </Upload>
      )}
      {file && <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>{file.name}</Typography.Text>}
    </Modal>
  );
}
