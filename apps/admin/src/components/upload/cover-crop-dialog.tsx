import { ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { Modal, Slider, Space, Typography } from 'antd';
import { useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import type { TImageSize } from '@ascent/shared/files';
import { cropToCover, type CoverType } from './crop-image.ts';

const MIN_ZOOM = 1;
const MAX_ZOOM = 4;

/**
 * Crops a chosen picture to a cover's size: the frame has the cover's aspect; the picture is
 * moved by dragging or with the arrow keys (the frame takes the focus) and zoomed with the
 * wheel, the slider or its keys. "Crop and upload" hands the cropped file on.
 */
export default function CoverCropDialog({
  src,
  type,
  size,
  busy,
  error,
  onCancel,
  onCropped,
  onFailed,
}: {
  src: string;
  type: CoverType;
  size: TImageSize;
  busy: boolean;
  error: string;
  onCancel: () => void;
  onCropped: (file: File) => void;
  onFailed: (message: string) => void;
}) {
  const { t } = useTranslation();
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [cropping, setCropping] = useState(false);

  const confirm = async () => {
    if (!area) return;
    setCropping(true);
    try {
      const image = new Image();
      image.src = src;
      await image.decode();
      const file = await cropToCover(
        image,
        { width: image.naturalWidth, height: image.naturalHeight },
        area,
        size,
        type,
      );
      onCropped(file);
    } catch {
      onFailed(t('cover.cropFailed'));
    } finally {
      setCropping(false);
    }
  };

  return (
    <Modal
      open
      title={t('cover.cropTitle', { width: size.width, height: size.height })}
      okText={t('cover.confirm')}
      cancelText={t('cover.cancel')}
      onOk={() => void confirm()}
      onCancel={onCancel}
      okButtonProps={{ loading: cropping || busy, disabled: !area }}
      maskClosable={false}
      width={560}
    >
      <div className="cover-crop" data-testid="cover-crop">
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          minZoom={MIN_ZOOM}
          maxZoom={MAX_ZOOM}
          aspect={size.width / size.height}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => setArea(pixels)}
          keyboardStep={10}
          cropperProps={{ role: 'group', 'aria-label': t('cover.cropArea') }}
        />
      </div>
      <Space className="cover-crop__zoom" align="center">
        <ZoomOutOutlined aria-hidden />
        <Slider
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={0.05}
          value={zoom}
          onChange={setZoom}
          tooltip={{ open: false }}
          ariaLabelForHandle={t('cover.zoom')}
          style={{ width: 240 }}
        />
        <ZoomInOutlined aria-hidden />
      </Space>
      <Typography.Paragraph type="secondary">{t('cover.cropHelp')}</Typography.Paragraph>
      {error ? (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      ) : null}
    </Modal>
  );
}
