/*
  Warnings:

  - A unique constraint covering the columns `[orgId,ssoSubject]` on the table `User` will be added. If there are existing duplicate values, this will fail.

*/
-- CreateEnum
CREATE TYPE "JwtParameterMode" AS ENUM ('URL', 'COOKIE');

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "ssoAttributes" JSONB,
ADD COLUMN     "ssoSubject" TEXT;

-- CreateTable
CREATE TABLE "JwtConfiguration" (
    "orgId" TEXT NOT NULL,
    "isEnabled" BOOLEAN NOT NULL DEFAULT false,
    "parameterMode" "JwtParameterMode" NOT NULL DEFAULT 'URL',
    "parameterName" TEXT,
    "publicKey" TEXT,
    "jwksUrl" TEXT,
    "userAttributeMappings" JSONB NOT NULL DEFAULT '{}',
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "JwtConfiguration_pkey" PRIMARY KEY ("orgId")
);

-- CreateTable
CREATE TABLE "EmbeddingConfiguration" (
    "orgId" TEXT NOT NULL,
    "isEnabled" BOOLEAN NOT NULL DEFAULT false,
    "allowedOrigins" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EmbeddingConfiguration_pkey" PRIMARY KEY ("orgId")
);

-- CreateIndex
CREATE UNIQUE INDEX "User_orgId_ssoSubject_key" ON "User"("orgId", "ssoSubject");

-- AddForeignKey
ALTER TABLE "JwtConfiguration" ADD CONSTRAINT "JwtConfiguration_orgId_fkey" FOREIGN KEY ("orgId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmbeddingConfiguration" ADD CONSTRAINT "EmbeddingConfiguration_orgId_fkey" FOREIGN KEY ("orgId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;
