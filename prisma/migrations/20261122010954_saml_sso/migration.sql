-- CreateTable
CREATE TABLE "SamlConfiguration" (
    "orgId" TEXT NOT NULL,
    "isEnabled" BOOLEAN NOT NULL DEFAULT false,
    "idpMetadata" TEXT NOT NULL,
    "maxAuthenticationLifetime" INTEGER NOT NULL,
    "userAttributeMappings" JSONB NOT NULL DEFAULT '{}',
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SamlConfiguration_pkey" PRIMARY KEY ("orgId")
);

-- CreateTable
CREATE TABLE "SamlRequest" (
    "id" TEXT NOT NULL,
    "orgId" TEXT NOT NULL,
    "testId" TEXT,
    "redirectTo" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SamlRequest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SamlAssertionSeen" (
    "orgId" TEXT NOT NULL,
    "assertionId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SamlAssertionSeen_pkey" PRIMARY KEY ("orgId","assertionId")
);

-- CreateTable
CREATE TABLE "SamlTest" (
    "id" TEXT NOT NULL,
    "orgId" TEXT NOT NULL,
    "createdById" TEXT NOT NULL,
    "configuration" JSONB NOT NULL,
    "result" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completedAt" TIMESTAMP(3),
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SamlTest_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "SamlRequest_expiresAt_idx" ON "SamlRequest"("expiresAt");

-- CreateIndex
CREATE INDEX "SamlAssertionSeen_expiresAt_idx" ON "SamlAssertionSeen"("expiresAt");

-- CreateIndex
CREATE INDEX "SamlTest_orgId_createdAt_idx" ON "SamlTest"("orgId", "createdAt");

-- AddForeignKey
ALTER TABLE "SamlConfiguration" ADD CONSTRAINT "SamlConfiguration_orgId_fkey" FOREIGN KEY ("orgId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SamlRequest" ADD CONSTRAINT "SamlRequest_orgId_fkey" FOREIGN KEY ("orgId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SamlRequest" ADD CONSTRAINT "SamlRequest_testId_fkey" FOREIGN KEY ("testId") REFERENCES "SamlTest"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SamlAssertionSeen" ADD CONSTRAINT "SamlAssertionSeen_orgId_fkey" FOREIGN KEY ("orgId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SamlTest" ADD CONSTRAINT "SamlTest_orgId_fkey" FOREIGN KEY ("orgId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SamlTest" ADD CONSTRAINT "SamlTest_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
