import { ProductImageResponseSchema, type ProductImageResponse } from '@app/shared/upload-responses'
import { apiUpload, type UploadOptions } from '@/lib/api-upload'

/** POST /product-images: one photo in the field `image`; answers its URL and its thumbnail's. */
export async function uploadProductImage(file: File, options: UploadOptions = {}): Promise<ProductImageResponse> {
  const form = new FormData()
  form.append('image', file)
  return ProductImageResponseSchema.parse(await apiUpload('/product-images', form, options))
}
