/*
  Warnings:

  - A unique constraint covering the columns `[completionCodeHash]` on the table `SamlRequest` will be added. If there are existing duplicate values, this will fail.

*/
-- AlterTable
ALTER TABLE "SamlRequest" ADD COLUMN     "answeredAt" TIMESTAMP(3),
ADD COLUMN     "browserBindingHash" TEXT,
ADD COLUMN     "completedAt" TIMESTAMP(3),
ADD COLUMN     "completionCodeHash" TEXT,
ADD COLUMN     "userId" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "SamlRequest_completionCodeHash_key" ON "SamlRequest"("completionCodeHash");
