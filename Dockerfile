# One image for both the portal and the sandbox; docker-compose.yml picks the command.
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY sandbox/package.json sandbox/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
EXPOSE 4000
CMD ["node", "--import", "tsx", "gateway/src/main.ts"]
